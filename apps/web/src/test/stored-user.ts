/** A signed-in supplier as localStorage `user` holds it (SPEC section 8), for the web's unit tests. */
export const storedSupplier = {
  id: 7,
  avatar: null,
  background: null,
  firstname: 'Олена',
  lastname: 'Коваль',
  name: 'Олена Коваль',
  email: 'olena@example.com',
  telephone: '380501234567',
  created_at: '2026-01-02T03:04:05.000Z',
  telegram_id: null,
  supplier_manager_contact: null,
  supplier_np_api_key: null,
  is_confirm_telephone: true,
};

export const storedUser = { data: storedSupplier, token: 'abc' };
