export { listStations, requireStation, stationsOfDishes } from './stations.service';
