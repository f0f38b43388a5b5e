import { useSearchParams } from 'react-router';

/** The application a detail, edit or authorize page is about (`?id=`). */
export const useAppId = () => useSearchParams()[0].get('id') ?? '';
