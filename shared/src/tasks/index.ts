export { ownTask } from './ownTask.js';
