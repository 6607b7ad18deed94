// Taro.request's `jsonp` option is never used by the app: the API is same-origin JSON.
export default function jsonpRetry() {
  return Promise.reject(new Error('jsonp is not available in this build'));
}
