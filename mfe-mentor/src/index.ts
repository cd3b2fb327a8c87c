// Async boundary: shared singletons are negotiated before any app code runs (never eager).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
