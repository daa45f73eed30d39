import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { CITY_SEARCH_MIN_LENGTH, cityLabel } from '@ptits-mitrons/domain';
import { useEffect, useRef, useState } from 'react';
import { api, type City } from '../api/client';
import { citySearch } from '../content/pages';

export const SEARCH_DELAY_MS = 300;

interface CitySearchProps {
  id: string;
  label: string;
  value: City | null;
  onChange: (city: City | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/**
 * City autocomplete shared by the merchant and parent forms: a lookup starts 300 ms after the last
 * keystroke once 3 characters are typed; each keystroke cancels the pending lookup (timer and request), so an older
 * answer can never replace a newer one. A failed lookup is only logged.
 */
export function CitySearch({ id, label, value, onChange, onBlur, error, required }: CitySearchProps) {
  const [inputValue, setInputValue] = useState(value ? cityLabel(value) : '');
  const [options, setOptions] = useState<City[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [calling, setCalling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);

  const cancelPending = () => {
    clearTimeout(timer.current);
    controller.current?.abort();
  };
  useEffect(() => cancelPending, []);

  const search = (query: string) => {
    const current = new AbortController();
    controller.current = current;
    setCalling(true);
    api.searchCities(query, current.signal).then(
      (cities) => {
        if (current.signal.aborted) return;
        setOptions(cities);
        setWaiting(false);
        setCalling(false);
      },
      (failure: unknown) => {
        if (current.signal.aborted) return;
        console.warn('Recherche de villes impossible', failure);
        setOptions([]);
        setWaiting(false);
        setCalling(false);
      },
    );
  };

  const onInputChange = (text: string, reason: string) => {
    setInputValue(text);
    // Choosing an option (or the form resetting it) writes the label into the input: that is not a search.
    if (reason === 'reset' || reason === 'selectOption') return;
    cancelPending();
    const query = text.trim();
    if (query.length < CITY_SEARCH_MIN_LENGTH) {
      setOptions([]);
      setWaiting(false);
      setCalling(false);
      return;
    }
    setWaiting(true);
    setCalling(false);
    timer.current = setTimeout(() => search(query), SEARCH_DELAY_MS);
  };

  const shownOptions = value && !options.some((city) => city._id === value._id) ? [value, ...options] : options;
  const hint = inputValue.trim().length < CITY_SEARCH_MIN_LENGTH ? citySearch.hint : citySearch.noMatch;

  return (
    <Autocomplete
      id={id}
      options={shownOptions}
      value={value}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => onInputChange(text, reason)}
      onChange={(_event, city) => onChange(city)}
      onBlur={onBlur}
      getOptionLabel={cityLabel}
      isOptionEqualToValue={(option, selected) => option._id === selected._id}
      // The server already filters (accents, hyphens, postcodes): show its answer as it is.
      filterOptions={(cities) => cities}
      loading={waiting}
      loadingText={citySearch.searching}
      noOptionsText={hint}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {calling ? <CircularProgress color="inherit" size={20} aria-label={citySearch.loadingLabel} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
