export { installTagManager, tagManagerSettings, type TagManagerSettings } from './install-tag-manager.ts';
