export { installTagManager, tagManagerSettings } from './install-tag-manager.ts';
