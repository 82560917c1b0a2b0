export { priceCart } from './price-cart.service';
