/** A past session's page as the History tests open it. Test code only. */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';
import { SessionDetailScreen } from './session-detail-screen.tsx';

/** Opens /history/{sessionId} with a fresh query client; a started workout lands on a marker. */
export function renderSessionDetail(sessionId: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/history/${sessionId}`]}>
        <Routes>
          <Route path="/history/:sessionId" element={<SessionDetailScreen />} />
          <Route path="/workout/:id" element={<p>Session opened</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
