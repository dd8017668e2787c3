// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = ['One', 'Two', 'Three'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>{`${label} panel text`}</p>,
}));

afterEach(cleanup);

function state() {
  const tabs = screen.getAllByRole('tab');
  return {
    selected: tabs
      .filter((tab) => tab.getAttribute('aria-selected') === 'true')
      .map((tab) => tab.textContent),
    focusable: tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent),
    focused: document.activeElement?.textContent,
    active: screen
      .getAllByRole('tabpanel', { hidden: true })
      .filter((panel) => panel.dataset.state === 'active')
      .map((panel) => panel.textContent),
  };
}

describe('Tabs', () => {
  it('starts on the first tab and wires tabs to panels', () => {
    render(<Tabs items={items} label="Facts" />);
    expect(screen.getByRole('tablist', { name: 'Facts' })).toBeTruthy();
    expect(state()).toMatchObject({ selected: ['One'], focusable: ['One'], active: ['OneOne panel text'] });
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel?.tabIndex).toBe(0);
    }
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing', () => {
    render(<Tabs items={items} label="Facts" />);
    const first = screen.getByRole('tab', { name: 'One' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(state()).toMatchObject({ selected: ['Two'], focusable: ['Two'], focused: 'Two' });
    expect(state().active).toEqual(['TwoTwo panel text']);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(state()).toMatchObject({ selected: ['Three'], focused: 'Three' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(state()).toMatchObject({ selected: ['One'], focused: 'One' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(state()).toMatchObject({ selected: ['Three'], focused: 'Three' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(state()).toMatchObject({ selected: ['One'], focused: 'One' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(state()).toMatchObject({ selected: ['One'], focused: 'One' });
  });

  it('selects a tab on click', () => {
    render(<Tabs items={items} label="Facts" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(state()).toMatchObject({ selected: ['Three'], active: ['ThreeThree panel text'] });
  });
});
