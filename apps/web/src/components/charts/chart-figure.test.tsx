import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChartFigure } from './chart-figure.tsx';

function renderFigure() {
  return render(
    <ChartFigure
      title="Resting heart rate"
      summary="58 bpm on average"
      days={['2026-11-20', '2026-11-21', '2026-11-22']}
      series={[
        { label: 'Resting HR', unit: 'bpm', values: [60, null, 57], color: 'red', style: 'dots' },
      ]}
      currentYear={2026}
    />,
  );
}

describe('ChartFigure', () => {
  it('builds no table until asked, then shows every value newest first', () => {
    renderFigure();
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', {
      name: 'Show the values of Resting heart rate as a table',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const table = screen.getByRole('table', { name: 'Resting heart rate' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(table.parentElement!.id);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Nov 2257', 'Nov 21–none', 'Nov 2060']);
    fireEvent.click(screen.getByRole('button', { name: /Hide the values/ }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says none for a day without a value, rather than leaving the readout hanging', () => {
    render(
      <ChartFigure
        title="Acute:chronic workload ratio"
        summary="Needs 3 weeks of logged sets"
        days={['2026-11-23', '2026-11-30']}
        series={[{ label: 'ACWR', unit: '', values: [null, null], color: 'red', style: 'line' }]}
        currentYear={2026}
      />,
    );
    expect(screen.getByText('Nov 30 · none')).toBeTruthy();
  });

  it('groups thousands in the readout and the table, as the cards above the chart do', () => {
    render(
      <ChartFigure
        title="Weekly volume"
        summary="busiest 95,658 lbs"
        days={['2026-11-21', '2026-11-28']}
        series={[
          { label: 'Volume', unit: 'lb', values: [95658, 92918.25], color: 'green', style: 'line' },
        ]}
        currentYear={2026}
      />,
    );
    expect(screen.getByText('Nov 28 · Volume 92,918.3 lb')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Show the values/ }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Nov 2892,918.3', 'Nov 2195,658']);
  });

  it('offers no table for a chart without values', () => {
    render(
      <ChartFigure
        title="Weight"
        summary="No entries yet"
        days={[]}
        series={[]}
        currentYear={2026}
      />,
    );
    expect(screen.queryByRole('button', { name: /as a table/ })).toBeNull();
  });
});
