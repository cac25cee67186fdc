// The week feature's public module: "This week in my garden", built once for every reader (the e-mail digest too).
export { composeWeek } from './compose-week';
