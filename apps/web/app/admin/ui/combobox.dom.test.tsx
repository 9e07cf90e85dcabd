import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from './combobox.tsx';
import { MultiCombobox } from './multi-combobox.tsx';

afterEach(cleanup);

const currencies = [
  { value: 'EUR', label: 'EUR · Euro' },
  { value: 'GBP', label: 'GBP · British Pound' },
  { value: 'USD', label: 'USD · US Dollar' },
];

function Currency() {
  const [value, setValue] = useState('USD');
  return <Combobox label="Currency" options={currencies} value={value} onChange={setValue} />;
}

describe('a searchable choice', () => {
  it('narrows the list as one types, moves with the arrows and chooses with Enter', () => {
    render(<Currency />);
    const input = screen.getByRole('combobox', { name: 'Currency' });
    expect(input).toHaveProperty('value', 'USD · US Dollar');
    fireEvent.change(input, { target: { value: 'p' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['GBP · British Pound']);
    fireEvent.change(input, { target: { value: 'u' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'USD · US Dollar',
      'EUR · Euro',
      'GBP · British Pound',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByText('EUR · Euro').id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveProperty('value', 'EUR · Euro');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes back to the choice on Escape, and on leaving unless the text names an option', () => {
    render(<Currency />);
    const input = screen.getByRole('combobox', { name: 'Currency' });
    fireEvent.change(input, { target: { value: 'eu' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('value', 'USD · US Dollar');
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(screen.getByRole('status').textContent).toBe('No match');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'USD · US Dollar');
    fireEvent.change(input, { target: { value: 'gbp' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'GBP · British Pound');
  });
});

function Countries() {
  const [values, setValues] = useState(['DE']);
  const options = [
    { value: 'DE', label: 'Germany' },
    { value: 'FR', label: 'France' },
  ];
  return <MultiCombobox label="Countries" options={options} values={values} onChange={setValues} />;
}

describe('a searchable choice of several', () => {
  it('adds a chosen one as a chip, offers it no more, and removes it with its own button', () => {
    render(<Countries />);
    const input = screen.getByRole('combobox', { name: 'Countries' });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['France']);
    fireEvent.click(screen.getByRole('option', { name: 'France' }));
    expect(input).toHaveProperty('value', '');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Germany', 'France']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Germany' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['France']);
  });
});
