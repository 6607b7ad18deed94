/** weapp: 推荐 and 附近 are part of the package (mini-programs load no chunks at run time). */
export { default as RecommendedPositions } from './recommended-positions';
export { default as NearbyHome } from './nearby-home';
