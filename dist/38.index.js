export const id = 38;
export const ids = [38];
export const modules = {

/***/ 5038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubOctokit: () => (/* binding */ GitHubOctokit),
/* harmony export */   axiosFetch: () => (/* binding */ axiosFetch)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4629);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3779);
/* harmony import */ var _octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9210);
/* harmony import */ var axios__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6095);
/* harmony import */ var _common_loopback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8136);
// How Octokit's requests reach GitHub: through axios, the HTTP client the action already has for
// the service. @actions/github would send them with its own copy of undici (about 1 MB to load
// before the round's first request, and the memory of a second HTTP stack), and Node's `fetch` is
// a second stack too.





/**
 * The Octokit of @actions/github: with its REST methods and pagination. Here, with the transport,
 * so that a run loads all it needs to reach GitHub in one piece, on its first call.
 */
const GitHubOctokit = _octokit_core__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_1__/* .restEndpointMethods */ ._, _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_2__/* .paginateRest */ .ud);
/**
 * `fetch` as Octokit calls it, sent with axios. Proxies as for the service: HTTPS_PROXY /
 * HTTP_PROXY / NO_PROXY (either case), never for a loopback address. As `fetch` does, any status
 * is an answer, a signal that ends the request rejects with its reason, and a request that got no
 * answer is a TypeError whose cause carries the system's code (ECONNREFUSED, ENOTFOUND, …).
 */
async function axiosFetch(url, init) {
    let answer;
    try {
        answer = await axios__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A.request({
            url,
            method: init.method,
            headers: init.headers,
            data: init.body,
            signal: init.signal,
            responseType: 'arraybuffer',
            validateStatus: () => true,
            ...((0,_common_loopback_js__WEBPACK_IMPORTED_MODULE_4__/* .isLoopback */ .U)(new URL(url).hostname) && { proxy: false }),
        });
    }
    catch (error) {
        if (init.signal?.aborted)
            throw init.signal.reason;
        throw new TypeError(error.message, { cause: error });
    }
    const body = Buffer.from(answer.data);
    const response = new Response(body.length > 0 ? body : null, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
    });
    // A constructed Response names no address, where `fetch`'s names the one it answered for:
    // Octokit's pagination reads it from a listing that counts its items (`total_count`).
    Object.defineProperty(response, 'url', { value: url });
    return response;
}


/***/ })

};

//# sourceMappingURL=38.index.js.map