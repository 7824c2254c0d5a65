export const id = 661;
export const ids = [661];
export const modules = {

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9373);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5625);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4671);
/* harmony import */ var _report_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4231);
/* harmony import */ var _report_issue_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4707);
/* harmony import */ var _report_saved_round_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3352);
/* harmony import */ var _report_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7994);
/* harmony import */ var _toolkit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7441);








const defaultRuntime = { clock: _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m, env: process.env };
/**
 * The post step of a run whose main step did not report: the runner killed it (after the cancel
 * grace, or at `timeout-minutes`), or GitHub did not take its last write. From what the main step
 * saved as the round went, it ends the round as the main step would have: the thread (the
 * working note says the run stopped and the job goes on; a new comment when there is no note),
 * the label removed if asked, the job summary. A round that had ended gets the end it reached.
 * After a main step that reported, the post entry ends before loading any of this
 * (dist/post.js, written by scripts/clean-dist.mjs).
 */
async function post(runtime = defaultRuntime) {
    const { clock, env } = runtime;
    const input = (name) => (0,_toolkit_js__WEBPACK_IMPORTED_MODULE_6__/* .readInput */ .R5)(name, env);
    const log = new _log_js__WEBPACK_IMPORTED_MODULE_7__/* .RunnerLog */ .r(input('api-key')); // masks the key before anything is printed
    const token = input('github-token');
    log.addSecret(token);
    const saved = (0,_report_saved_round_js__WEBPACK_IMPORTED_MODULE_4__/* .readSavedRound */ .s3)((0,_toolkit_js__WEBPACK_IMPORTED_MODULE_6__/* .readState */ .un)(_report_saved_round_js__WEBPACK_IMPORTED_MODULE_4__/* .ROUND_STATE */ .RS, env));
    const end = saved.end ?? 'stopped';
    const view = {
        round: saved.round,
        jobId: saved.jobId && log.redact(saved.jobId),
        status: saved.status,
        action: saved.action ?? 'start',
        prLink: saved.prLink,
        failure: saved.failure,
        mention: saved.mention,
        runUrl: (0,_report_issue_js__WEBPACK_IMPORTED_MODULE_3__/* .runUrlOf */ .Q)(env),
        waitedMs: saved.startedAt === undefined ? undefined : clock.wallNow() - saved.startedAt,
        triggerPhrase: input('trigger-phrase') || '/agent',
    };
    const headline = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .describeStopped */ .p_)(saved.jobId);
    if (saved.end) {
        // The main step wrote the outcome to the log and the summary; only the thread missed it.
        log.warning(`The main step could not write the round's end on the thread; writing it now: ${(0,_report_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .wordsFor */ .tu)(view, end).heading}`);
    }
    else {
        log.warning(headline);
    }
    if (saved.jobId && !saved.end) {
        const state = {
            jobId: saved.jobId,
            timedOut: false,
            waitedMs: view.waitedMs ?? 0,
            end: 'stopped',
            headline,
            commentUrl: '',
        };
        const markdown = (0,_report_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .summaryMarkdown */ .e)(state, view, 'stopped', log.redact);
        await (0,_report_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .S)(await log.toolkit(), markdown);
    }
    await answerOnThread(saved, view, end, token, env, log);
    await log.toolkit(); // everything printed before the step ends
}
/** The round's end on its thread, when the main step had opened one. */
async function answerOnThread(saved, view, end, token, env, log) {
    if (saved.round === undefined || saved.issue === undefined)
        return;
    const issue = await _report_issue_js__WEBPACK_IMPORTED_MODULE_3__/* .IssueReport */ .m.open({
        comment: saved.comment === true,
        issueNumber: saved.issue,
        githubToken: token,
        labelToRemove: saved.label,
        sender: saved.mention,
        triggerPhrase: view.triggerPhrase,
        answersFailures: true,
    }, {
        env,
        redact: log.redact,
        info: (message) => log.info(message),
        warn: (message) => log.warning(message),
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