export { openWaiterCalls, resolveWaiterCallsOfTable, waiterCallUpdated } from './waiter-calls.service';
