// Draws one form widget the way RJSF does (WidgetProps, a controlled value) inside the admin context.
import type { Registry, WidgetProps } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { ComponentType } from 'react';
import type { AppDefinition } from '../../../runtime/shared/index.js';
import { createApiClient } from '../../../runtime/web/api/index.js';
import { AdminContext } from '../../../runtime/web/context/index.js';
import type { AdminContextValue } from '../../../runtime/web/context/index.js';
import { getMessages } from '../../../runtime/web/i18n/index.js';
import { getDefaultRegistry } from '../../../runtime/web/app/index.js';
import { fixtureApp } from '../../fixtures/entities.js';

export interface RenderWidgetOptions {
  readonly value?: unknown;
  /** ui:options of the field. */
  readonly options?: WidgetProps['options'];
  readonly app?: Partial<AppDefinition>;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
  readonly id?: string;
  readonly label?: string;
}

/** The CSRF token of the session the widget tests run in. */
export const WIDGET_CSRF_TOKEN = 'widget-csrf-token';

export function createWidgetContext(app: Partial<AppDefinition> = {}): AdminContextValue {
  const merged: AppDefinition = { ...fixtureApp, ...app };
  return {
    app: merged,
    entities: new Map(),
    routes: [],
    // Signed in: uploads must carry this token like every API call.
    apiClient: createApiClient({ apiBase: merged.apiBase, getCsrfToken: () => WIDGET_CSRF_TOKEN }),
    messages: getMessages(merged.locale),
    registry: getDefaultRegistry(),
  };
}

/** Renders `Widget` with a value kept in state (onChange sets it, like RJSF), and spies on its callbacks. */
export function renderWidget(Widget: ComponentType<WidgetProps>, options: RenderWidgetOptions = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const onFocus = vi.fn();
  const context = createWidgetContext(options.app);
  const id = options.id ?? 'root_field';

  function Harness() {
    const [value, setValue] = useState<unknown>(options.value);
    const props: WidgetProps = {
      id,
      name: id.replace(/^root_/, ''),
      label: options.label ?? 'Campo',
      value,
      options: options.options ?? {},
      schema: {},
      uiSchema: {},
      // The widgets under test read nothing of RJSF's registry.
      registry: {} as Registry,
      disabled: options.disabled ?? false,
      readonly: options.readonly ?? false,
      required: false,
      onChange: (next: unknown) => {
        onChange(next);
        setValue(next);
      },
      onBlur,
      onFocus,
    };
    return <Widget {...props} />;
  }

  const user = userEvent.setup();
  const view = render(
    <AdminContext.Provider value={context}>
      <Harness />
    </AdminContext.Provider>,
  );
  return { ...view, user, onChange, onBlur, onFocus, context };
}
