export {
  latestRequestFor,
  useActivationRequests,
  useRequestActivation,
  type ActivationKind,
  type ActivationRequest,
} from './activation-requests';
