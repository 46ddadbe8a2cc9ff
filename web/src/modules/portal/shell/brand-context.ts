import { createContext, useContext } from 'react';

/** Lets the iframe's frame set the company's colour on the one MantineProvider above the router. */
export const BrandContext = createContext<(color: string | null) => void>(() => undefined);

export const useSetBrand = () => useContext(BrandContext);
