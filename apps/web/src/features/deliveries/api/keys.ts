/** Query keys of the deliveries domain; mutations invalidate through them. */
export const deliveriesKeys = {
  all: ['deliveries'] as const,
  npKeys: () => [...deliveriesKeys.all, 'np-keys'] as const,
  sender: () => [...deliveriesKeys.all, 'sender'] as const,
  methods: () => [...deliveriesKeys.all, 'methods'] as const,
  /** Nova Poshta look-ups through the default key; dropped whenever the keys change. */
  np: () => [...deliveriesKeys.all, 'np'] as const,
  counterparties: (search: string) => [...deliveriesKeys.np(), 'counterparties', search] as const,
  contactPersons: (counterpartyRef: string) => [...deliveriesKeys.np(), 'contact-persons', counterpartyRef] as const,
  addresses: (counterpartyRef: string) => [...deliveriesKeys.np(), 'addresses', counterpartyRef] as const,
  settlements: (search: string) => [...deliveriesKeys.np(), 'settlements', search] as const,
  warehouses: (query: { cityRef: string; typeRef: string; search: string }) =>
    [...deliveriesKeys.np(), 'warehouses', query] as const,
  warehouseTypes: () => [...deliveriesKeys.np(), 'warehouse-types'] as const,
};
