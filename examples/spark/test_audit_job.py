"""The Spark job in Spark's local mode against the command line: a generated database of a few
thousand games with known findings, audited with 2 and with 7 shards (one task failing once
and retried), must give exactly the rows of one `chess-arbiter audit --ndjson --all` of each
whole file. Run by `npm run test:spark`, which installs what it needs first.

    python3 examples/spark/test_audit_job.py CLI WORKDIR
"""
import gzip
import json
import os
import shlex
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "tests", "data")


def database(workdir):
    """Writes the database: real games (tournament and online, with clocks) and the audit's
    reference games (repetitions, long quiet stretches, automatic endings), one file plain and
    twice over, one gzipped. Returns the file paths."""
    sources = ["twic1599_1000k.pgn", "lichess_db_1000k.pgn", "audit-reference.pgn"]
    texts = [open(os.path.join(DATA, s), encoding="utf-8").read().strip() + "\n\n" for s in sources]
    big = os.path.join(workdir, "round.pgn")
    with open(big, "w", encoding="utf-8") as f:
        f.write("".join(texts))
        # Known findings: a checkmate recorded as a draw and played past, an illegal castling.
        f.write('[Event "known 1"]\n[Result "1/2-1/2"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 1/2-1/2\n\n')
        f.write('[Event "known 2"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Nf6 5. Ke1 Ng4 6. O-O d6 *\n\n')
        f.write(texts[2].replace('[Event "audit reference', '[Event "copy of audit reference'))
    packed = os.path.join(workdir, "reference.pgn.gz")
    with gzip.open(packed, "wt", encoding="utf-8") as f:
        f.write(texts[2])
    return [big, packed]


def cli_rows(cli, files):
    rows = {}
    for path in files:
        proc = subprocess.run(shlex.split(cli) + ["audit", "--ndjson", "--all", path], capture_output=True, text=True)
        assert proc.returncode in (0, 1), proc.stderr
        for line in proc.stdout.splitlines():
            report = json.loads(line)
            report.pop("game", None)
            rows[f"{report['file']}:{report['offset']}"] = report
    return rows


def spark_rows(spark, output):
    """The job's Parquet rows, put back together a game at a time, as the command line's reports."""
    games = {}
    for row in spark.read.parquet(output).collect():
        r = row.asDict(recursive=True)
        game = games.setdefault(r["game_id"], {"rows": [], "game": r})
        game["rows"].append(r)
    out = {}
    for game_id, g in games.items():
        r = g["game"]
        findings = sorted((x["finding"] for x in g["rows"] if x["finding"] is not None), key=lambda f: (f["ply"], f["kind"]))
        assert all(x["kind"] == (x["finding"]["kind"] if x["finding"] else "none") for x in g["rows"])
        if r["error"] is not None:
            out[game_id] = {"file": r["file"], "offset": r["offset"], "error": r["error"]}
            continue
        v = r["verdict"]
        out[game_id] = {
            "file": r["file"], "offset": r["offset"], "tags": r["tags"], "plies": r["plies"],
            "events": [
                {k: v for k, v in {
                    "ply": f["ply"], "san": f["san"], "kind": f["kind"], "law": f["law"], "text": f["text"],
                    "detail": f["detail"], "irregularity": f["irregularity"], "untilPly": f["until_ply"],
                    "count": f["count"], "afterIrregularity": f["after_irregularity"],
                }.items() if v is not None}
                for f in findings
            ],
            "verdict": {"result": v["result"], "termination": v["termination"], "ply": v["ply"], "law": v["law"], "text": v["text"]},
            "recorded": r["recorded"],
            "agrees": r["agrees"],
        }
    return out


def normalise(rows):
    out = {}
    for key, r in rows.items():
        r = dict(r)
        if "error" in r:
            out[key] = {"file": r["file"], "offset": r["offset"], "error": r["error"]["message"] if isinstance(r["error"], dict) else r["error"]}
            continue
        r["events"] = sorted(r["events"], key=lambda f: (f["ply"], f["kind"]))
        out[key] = r
    return out


def main(cli, workdir):
    sys.path.insert(0, HERE)
    import audit_job
    from pyspark.sql import SparkSession

    os.makedirs(workdir, exist_ok=True)
    files = database(workdir)
    expected = normalise(cli_rows(cli, files))
    passed = failed = 0
    assert len(expected) > 2000, len(expected)
    kinds = {e["kind"] for r in expected.values() for e in r.get("events", [])}
    for kind in ["illegal_move", "threefold_repetition", "fifty_moves", "checkmate", "fivefold_repetition",
                 "seventyfive_moves", "dead_position", "moves_after_end", "result_mismatch"]:
        assert kind in kinds, f"the database has no {kind}"
    for shards in (2, 7):
        output = os.path.join(workdir, f"out-{shards}")
        shutil.rmtree(output, ignore_errors=True)
        # A task of the 7-shard run fails once after its work is done: Spark runs it again.
        os.environ.pop("CHESS_ARBITER_SPARK_FAIL_ONCE", None)
        if shards == 7:
            os.environ["CHESS_ARBITER_SPARK_FAIL_ONCE"] = f"{files[0]}:3"
        audit_job.main(["--shards", str(shards), "--output", output, "--cli", cli, "--master", "local[2,4]", *files])
        spark = SparkSession.builder.master("local[2]").getOrCreate()
        got = normalise(spark_rows(spark, output))
        spark.stop()
        missing = sorted(set(expected) - set(got))[:5]
        extra = sorted(set(got) - set(expected))[:5]
        differing = [k for k in expected if k in got and got[k] != expected[k]][:3]
        if missing or extra or differing:
            failed += 1
            print(f"FAIL {shards} shards: {len(expected)} games expected, {len(got)} found; missing {missing}, extra {extra}")
            for k in differing:
                print(f"  {k}:\n    cli   {json.dumps(expected[k])[:600]}\n    spark {json.dumps(got[k])[:600]}")
        else:
            passed += 1
            print(f"ok {shards} shards: the same {len(got)} games and findings as the command line")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
