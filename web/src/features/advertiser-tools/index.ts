/**
 * The advertiser's tools: pausing the advert, rates and opening hours. Other features import only what this
 * file exports.
 */
export { PauseControl } from './pause-control';
export { RatesAndHours } from './rates-and-hours';
export { RatesHoursEditor } from './rates-hours-editor';
export { ToursControl } from './tours-control';
export { CheckInControl } from './check-in-control';
export { BookingDigestControl } from './booking-digest-control';
