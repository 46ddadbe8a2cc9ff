export { ActivationRequestPanel } from './activation-request';
export { ModuleLanding, type ModulePageProps } from './module-landing';
