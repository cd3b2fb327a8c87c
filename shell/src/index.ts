// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
