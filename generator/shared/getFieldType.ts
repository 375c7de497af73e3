// The field-type rules live with the runtime's contract; the generator uses the same functions.
export { getFieldStorage, getFieldType } from '../../runtime/shared/getFieldType.js';
