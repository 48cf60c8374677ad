// A user_data cookie as sign-in writes it, for the public header's signed-in state: one of another shape is malformed,
// cleared by the header, and shows no name.
export const headerUserData = encodeURIComponent(
  JSON.stringify({
    id: '0b9e6a8e-3c1f-4d55-9a8e-2f3b4c5d6e7f',
    email: 'zarmeen@example.pk',
    full_name: 'Zarmeen Qadir',
    phone: null,
    country: 'PK',
  }),
);
