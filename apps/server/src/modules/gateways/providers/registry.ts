import type { PaymentProvider } from '@sufra/domain/contracts';
import { moyasarProvider } from './moyasar';
import type { GatewayProvider } from './provider';
import { sandboxProvider } from './sandbox';

/** Every gateway a restaurant may choose: a new provider is its folder plus one line here. */
export const GATEWAY_PROVIDERS: readonly GatewayProvider[] = [sandboxProvider, moyasarProvider];

export function findGatewayProvider(name: string): GatewayProvider | undefined {
  return GATEWAY_PROVIDERS.find((p) => p.name === name);
}

export function gatewayProvider(name: PaymentProvider): GatewayProvider {
  const provider = findGatewayProvider(name);
  if (!provider) throw new Error(`No gateway provider named ${name}`);
  return provider;
}
