export { kitchenThresholdsOf, setKitchenThresholds } from './kitchen-settings.service';
export { assertRestaurantOpen, getPublicRestaurant, getStaffRestaurant } from './restaurants.service';
