import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

function Example() {
  const [value, setValue] = useState('one');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabList aria-label="Views">
        <Tab value="one">One</Tab>
        <Tab value="two">Two</Tab>
        <Tab value="three">Three</Tab>
      </TabList>
      <TabPanel value="one">First panel</TabPanel>
      <TabPanel value="two">Second panel</TabPanel>
      <TabPanel value="three">Third panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel and keeps only the selected tab in the Tab order', () => {
    render(<Example />);
    const one = screen.getByRole('tab', { name: 'One' });
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(two.getAttribute('aria-selected')).toBe('false');
    expect([one.tabIndex, two.tabIndex]).toEqual([0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('First panel');
    expect(one.getAttribute('aria-controls')).toBe(panel.id);
    // Only the selected panel is mounted.
    expect(screen.queryByText('Second panel')).toBeNull();

    fireEvent.click(two);
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Second panel');
    expect(two.getAttribute('data-state')).toBe('active');
    expect(one.getAttribute('data-state')).toBe('inactive');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', () => {
    render(<Example />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    // Other keys are left alone.
    fireEvent.keyDown(tab('One'), { key: 'a' });
    expect(document.activeElement).toBe(tab('One'));
  });

  it('keeps its own state when not controlled', () => {
    render(
      <Tabs defaultValue="b">
        <TabList aria-label="Letters">
          <Tab value="a">A</Tab>
          <Tab value="b">B</Tab>
        </TabList>
        <TabPanel value="a">Panel A</TabPanel>
        <TabPanel value="b">Panel B</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
  });
});
