/** weapp: the panel is part of the package (mini-programs load no chunks at run time). */
export { default as FilterPanel } from './position-filter-panel';
