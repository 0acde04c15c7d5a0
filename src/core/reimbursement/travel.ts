// The travel rules of the 差旅费报销单 (NOTES-reimbursement-budget §1.2, travel_*.csv), pure so the
// offline form and the server compute the same caps, allowances and settlements. One entry for them all.
export {
  type HostMeals,
  type TravelAllowances,
  type TravelAllowancesInput,
  travelAllowances,
} from './travel-allowances';
export { GRADES, type Grade, TravelRuleError, type TravelRuleErrorCode } from './travel-input';
export {
  type LodgingCheck,
  type LodgingCheckInput,
  type LodgingLimitQuery,
  lodgingCheck,
  lodgingLimit,
  nightlyLimits,
  noLodgingInvoiceMessage,
} from './travel-lodging';
export { SEPARATE_CITIES, type TravelPlace } from './travel-places';
export { type Settlement, settle } from './travel-settle';
export {
  type TransportCheck,
  type TransportCheckInput,
  type TransportMode,
  transportCheck,
} from './travel-transport';
