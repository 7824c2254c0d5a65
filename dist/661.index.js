export const id = 661;
export const ids = [661];
export const modules = {

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _common_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2519);
/* harmony import */ var _common_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1095);
/* harmony import */ var _report_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5066);
/* harmony import */ var _report_outcome_words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7870);
/* harmony import */ var _report_thread_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4847);
/* harmony import */ var _github_round_id_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3529);
/* harmony import */ var _report_saved_round_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3352);
/* harmony import */ var _report_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7994);
/* harmony import */ var _common_toolkit_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7699);
/* harmony import */ var _settings_asker_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4043);
/* harmony import */ var _github_retry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8129);











/** How long the post step's GitHub calls and their retries may go on. */
const POST_GITHUB_MS = 30_000;
/**
 * The post step of a run whose main step did not report: the runner killed it (after the cancel
 * grace, or at `timeout-minutes`), or GitHub did not take its last write. From what the main step
 * saved as the round went, it ends the round as the main step would have: the thread (the
 * working note says the run stopped and the job goes on; a new comment when there is no note),
 * the label removed if asked, the job summary. A round that had ended gets the end it reached.
 * After a main step that reported, the post entry ends before loading any of this
 * (dist/post.js, written by scripts/clean-dist.mjs).
 */
async function post(runtime = _common_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerRuntime */ .V) {
    const { clock, env, random } = runtime;
    const input = (name) => (0,_common_toolkit_js__WEBPACK_IMPORTED_MODULE_10__/* .readInput */ .R5)(name, env);
    const log = new _common_log_js__WEBPACK_IMPORTED_MODULE_1__/* .RunnerLog */ .r(input('api-key'), runtime.toolkit); // masks the key before anything is printed
    const token = input('github-token');
    log.addSecret(token);
    const saved = (0,_report_saved_round_js__WEBPACK_IMPORTED_MODULE_6__/* .readSavedRound */ .s3)((0,_common_toolkit_js__WEBPACK_IMPORTED_MODULE_10__/* .readState */ .un)(_report_saved_round_js__WEBPACK_IMPORTED_MODULE_6__/* .ROUND_STATE */ .RS, env));
    const end = saved.end ?? 'stopped';
    const view = {
        round: saved.round,
        jobId: saved.jobId && log.redact(saved.jobId),
        status: saved.status,
        action: saved.action ?? 'start',
        prLink: saved.prLink,
        failure: saved.failure,
        mention: saved.mention,
        runUrl: (0,_github_round_id_js__WEBPACK_IMPORTED_MODULE_5__/* .runUrlOf */ .Qm)(env),
        waitedMs: saved.startedAt === undefined ? undefined : clock.wallNow() - saved.startedAt,
        triggerPhrase: input('trigger-phrase') || '/agent',
        until: saved.until,
    };
    const headline = (0,_report_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .describeStopped */ .p_)(saved.jobId);
    if (saved.end) {
        // The main step wrote the outcome to the log and the summary; only the thread missed it.
        log.warning(`The main step could not write the round's end on the thread; writing it now: ${(0,_report_outcome_words_js__WEBPACK_IMPORTED_MODULE_3__/* .wordsFor */ .t)(view, end).heading}`);
    }
    else {
        log.warning(headline);
    }
    if (saved.jobId && !saved.end) {
        const facts = { jobId: saved.jobId, waitedMs: view.waitedMs ?? 0, headline };
        const markdown = (0,_report_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .summaryMarkdown */ .e)(facts, view, 'stopped', log.redact);
        await log.writeSummary(markdown);
    }
    await answerOnThread(saved, view, end, token, input, { env, clock, random, startedAt: clock.now() }, log);
    await log.flushed(); // everything printed before the step ends
}
/** The round's end on its thread, when the main step had opened one. */
async function answerOnThread(saved, view, end, token, input, { env, clock, random, startedAt, }, log) {
    // Only a round the main step saved (its comments are found by it); ThreadReport.open answers
    // nothing without an issue number.
    if (saved.round === undefined)
        return;
    // The main step read these inputs before it saved a round: they are well-formed.
    const askerRules = (0,_settings_asker_js__WEBPACK_IMPORTED_MODULE_8__/* .readAskerRules */ .YD)(input, log.redact);
    const issue = await _report_thread_report_js__WEBPACK_IMPORTED_MODULE_4__/* .ThreadReport */ .h.open({
        comment: saved.comment === true,
        issueNumber: saved.issue,
        githubToken: token,
        labelToRemove: saved.label,
        askerRules,
    }, {
        env,
        redact: log.redact,
        info: (message) => log.info(message),
        warn: (message) => log.warning(message),
        // Its own bound: the runner gives a post step little time, and a rate limit is not waited out
        // past it.
        github: (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .githubRetry */ .kz)({ clock, random }, () => ({ deadline: startedAt + POST_GITHUB_MS }), log),
        round: { id: saved.round, legacy: saved.round },
    });
    if (!issue)
        return;
    if (saved.workingId !== undefined)
        issue.resumeWorking(saved.workingId);
    await issue.finished(view, end);
}


/***/ })

};

//# sourceMappingURL=661.index.js.map