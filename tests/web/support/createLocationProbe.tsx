import { useLocation, type Location } from 'react-router';

export interface LocationProbe {
  /** Render inside the router: it records each location the router reaches. */
  readonly Probe: () => null;
  /** The router's current location (throws before the first render). */
  readonly location: () => Location;
}

/** Lets a test read the URL of the declarative <MemoryRouter> the app runs in, as a data router's state would. */
export function createLocationProbe(): LocationProbe {
  let current: Location | null = null;
  function Probe(): null {
    current = useLocation();
    return null;
  }
  return {
    Probe,
    location: () => {
      if (!current) throw new Error('the location probe has not rendered yet');
      return current;
    },
  };
}
