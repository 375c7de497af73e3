import { formatMessage } from '../i18n/formatMessage.js';
import type { Messages } from '../i18n/index.js';
import { getCountedLabel } from '../../shared/index.js';
import type { DeleteImpact, EntityDefinition } from '../../shared/index.js';

type ImpactMessages = Pick<Messages, 'impactCascadeOne' | 'impactCascadeMany' | 'impactSetNull'>;

/** The dialog's sentences, one per consequence: 'Se eliminarán 3 lecciones', 'Se quitará de 3 entregas' (labels from each entity's one/many). */
export function getImpactLines(impact: DeleteImpact, entities: ReadonlyMap<string, EntityDefinition>, messages: ImpactMessages): string[] {
  return impact.effects.map((effect) => {
    const label = entities.get(effect.entity)?.label ?? { one: effect.entity, many: effect.entity };
    const counted = getCountedLabel(effect.count, label);
    if (effect.rule === 'setNull') return formatMessage(messages.impactSetNull, { counted });
    return formatMessage(effect.count === 1 ? messages.impactCascadeOne : messages.impactCascadeMany, { counted });
  });
}
