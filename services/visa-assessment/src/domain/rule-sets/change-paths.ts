/** The change-of-status rules live in contracts, shared with the company's hiring visa gate (decision 144). */
export { CHANGE_PATH_RULES } from '@tov/contracts';
