import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router.tsx';

export function App() {
  const queryClient = useQueryClient();
  // One router for the life of the page; its loaders read through the app's query client.
  const [router] = useState(() => createRouter(queryClient));
  return <RouterProvider router={router} />;
}
