// The course site's forms keep the property the fixture sites' do (tests/shared/getValidationMessage.test.ts).
import { entities } from '../../generated/index.js';
import { formValidators } from '../../generated/validators/index.js';
import { describePlainMessages } from '../shared/describePlainMessages.js';

describePlainMessages([{ name: 'schemas/', entities, formValidators }]);
