import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { api, type City } from '../api/client';
import { CitySearch } from './CitySearch';

jest.mock('../api/client', () => ({ ...jest.requireActual('../api/client'), api: { searchCities: jest.fn() } }));
const searchCities = api.searchCities as jest.MockedFunction<typeof api.searchCities>;

const LYON: City = { _id: 'c-lyon', id: 'c-lyon', nom: 'Lyon', code_postal: '69001' };
const LYONS: City = { _id: 'c-lyons', id: 'c-lyons', nom: 'Lyons-la-Forêt', code_postal: '27480' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness({ onChange }: { onChange: (city: City | null) => void }) {
  const [city, setCity] = useState<City | null>(null);
  return (
    <CitySearch
      id="city"
      label="Ma ville"
      value={city}
      onChange={(chosen) => {
        setCity(chosen);
        onChange(chosen);
      }}
    />
  );
}

describe('CitySearch', () => {
  let user: ReturnType<typeof userEvent.setup>;
  let onChange: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    searchCities.mockReset();
    onChange = jest.fn();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness onChange={onChange} />);
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const input = () => screen.getByRole('combobox', { name: 'Ma ville' });
  const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

  it('asks nothing under 3 characters and shows the hint', async () => {
    await user.type(input(), 'Ly');
    await wait(1000);
    expect(searchCities).not.toHaveBeenCalled();
    expect(screen.getByText('Saisissez le début de votre ville ou de votre code postal')).toBeInTheDocument();
  });

  it('makes one call, 300 ms after the last keystroke', async () => {
    searchCities.mockResolvedValue([LYON]);
    await user.type(input(), 'Lyo');
    await wait(299);
    expect(searchCities).not.toHaveBeenCalled();
    await user.type(input(), 'n');
    await wait(299);
    expect(searchCities).not.toHaveBeenCalled();
    await wait(1);
    expect(searchCities).toHaveBeenCalledTimes(1);
    expect(searchCities).toHaveBeenCalledWith('Lyon', expect.any(AbortSignal));
    expect(await screen.findByRole('option', { name: 'Lyon (69001)' })).toBeInTheDocument();
  });

  it('never lets an older answer replace a newer one', async () => {
    const first = deferred<City[]>();
    const second = deferred<City[]>();
    searchCities.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    await user.type(input(), 'Lyo');
    await wait(300);
    await user.type(input(), 'n');
    await wait(300);
    expect(searchCities).toHaveBeenCalledTimes(2);
    expect(searchCities.mock.calls[0][1]!.aborted).toBe(true);
    await act(async () => second.resolve([LYON]));
    await act(async () => first.resolve([LYONS]));
    expect(screen.getByRole('option', { name: 'Lyon (69001)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lyons-la-Forêt (27480)' })).not.toBeInTheDocument();
  });

  it('shows a loading indicator during the call, then "Pas de ville trouvée" when nothing matches', async () => {
    const answer = deferred<City[]>();
    searchCities.mockReturnValueOnce(answer.promise);
    await user.type(input(), 'Zzzz');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await wait(300);
    expect(screen.getByRole('progressbar', { name: 'Recherche des villes en cours' })).toBeInTheDocument();
    await act(async () => answer.resolve([]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Pas de ville trouvée')).toBeInTheDocument();
  });

  it('sets the chosen city and shows it as "nom (code_postal)"', async () => {
    searchCities.mockResolvedValue([LYONS, LYON]);
    await user.type(input(), 'lyon');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: 'Lyon (69001)' }));
    expect(onChange).toHaveBeenLastCalledWith(LYON);
    expect(input()).toHaveValue('Lyon (69001)');
    expect(searchCities).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed lookup', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    searchCities.mockRejectedValueOnce(new Error('réseau'));
    await user.type(input(), 'Lyon');
    await wait(300);
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Pas de ville trouvée')).toBeInTheDocument();
    warn.mockRestore();
  });
});
