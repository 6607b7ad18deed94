/** weapp: the recruiter's home is part of the package (mini-programs load no chunks at run time). */
export { default as RecruiterHomeLoader } from './recruiter-home';
