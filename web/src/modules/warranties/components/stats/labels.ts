import { isKnownOrigin } from './stats-series';

/** A translation function of any namespace (labels are asked with their own namespace prefix). */
type TFunction = (key: string) => string;

/**
 * Value labels of requests come from the requests' own namespace (the ticket core's `enumNs` contract), so a status,
 * an origin or an age bucket reads the same here as in the list these figures link to.
 */
export const statusLabel = (t: TFunction, status: string) => t(`warranties-requests:statusBadge.${status}`);
export const ageLabel = (t: TFunction, bucket: string) => t(`warranties-requests:age.${bucket}`);
/** An origin this screen does not know yet shows its code rather than a missing key. */
export const originLabel = (t: TFunction, origin: string) => (isKnownOrigin(origin) ? t(`warranties-requests:origin.${origin}`) : origin);
