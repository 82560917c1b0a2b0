// Shared with the table's bill (features/payment): the stepper lives in shared/ui.
export { PeopleStepper } from '../../../shared/ui/people-stepper';
