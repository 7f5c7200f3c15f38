/** The signed-in user's endpoint, on its own so the offline cache can name it without a cycle. */
export const AUTH_USER_URL = '/api/auth/user';
