export {
  latestRequestFor,
  useActivationRequests,
  useRequestActivation,
  type ActivationRequest,
} from './activation-requests';
