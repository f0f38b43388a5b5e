import { loadLanguage } from '../app/i18n';

// The console loads one language's phrases at start; tests switch between both.
await Promise.all([loadLanguage('en'), loadLanguage('zh')]);
