export { toCamelCase } from '@satchel/shared';
