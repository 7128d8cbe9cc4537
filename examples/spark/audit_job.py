"""Audits a PGN database on Apache Spark with the `chess-arbiter audit` command line.

Every plain PGN file is cut into SHARDS byte ranges and each range is one Spark task, which runs
`chess-arbiter audit --ndjson --all --shard I/N FILE` (the command reads only its range: the
games that start in it, the last one to its end), so that no machine reads a whole file. A
`.gz` file cannot be split: it is one task. The reports become a DataFrame with a declared
schema, written as Parquet partitioned by finding kind (one row a finding, joined to its game;
a game without findings has one row of kind `none`), and a summary is printed.

A task that fails is run again by Spark from the start of its range; its rows reach the output
only through the Parquet writer's commit, so a retried task adds nothing twice.

    spark-submit examples/spark/audit_job.py --shards 64 --output out/ games/*.pgn
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import time

from pyspark.sql import Row, SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import (
    ArrayType,
    BooleanType,
    IntegerType,
    LongType,
    MapType,
    StringType,
    StructField,
    StructType,
)

FINDING = StructType(
    [
        StructField("ply", IntegerType(), False),
        StructField("san", StringType(), False),
        StructField("kind", StringType(), False),
        StructField("law", StringType(), False),
        StructField("text", StringType(), False),
        StructField("detail", StringType(), True),
        StructField("irregularity", StringType(), True),
        StructField("until_ply", IntegerType(), True),
        StructField("count", IntegerType(), True),
        StructField("after_irregularity", BooleanType(), False),
    ]
)

VERDICT = StructType(
    [
        StructField("result", StringType(), False),
        StructField("termination", StringType(), True),
        StructField("ply", IntegerType(), True),
        StructField("law", StringType(), False),
        StructField("text", StringType(), False),
    ]
)

# One row a game: where it is, what the record says and what the Laws give.
GAME = StructType(
    [
        StructField("game_id", StringType(), False),
        StructField("file", StringType(), False),
        StructField("offset", LongType(), False),
        StructField("tags", MapType(StringType(), StringType()), True),
        StructField("plies", IntegerType(), True),
        StructField("verdict", VERDICT, True),
        StructField("recorded", StringType(), True),
        StructField("agrees", BooleanType(), True),
        StructField("error", StringType(), True),
        StructField("findings", ArrayType(FINDING), False),
    ]
)


def tasks(paths, shards):
    """(file, shard index from 1, shard count) for each task."""
    out = []
    for path in paths:
        if path.endswith(".gz"):
            out.append((path, 1, 1))
        else:
            out.extend((path, i, shards) for i in range(1, shards + 1))
    return out


def game_row(report):
    """A report of the command line as a Row of GAME."""
    error = report.get("error")
    verdict = report.get("verdict")
    return Row(
        game_id=f"{report['file']}:{report['offset']}",
        file=report["file"],
        offset=report["offset"],
        tags=report.get("tags"),
        plies=report.get("plies"),
        verdict=None
        if verdict is None
        else Row(
            result=verdict["result"],
            termination=verdict["termination"],
            ply=verdict["ply"],
            law=verdict["law"],
            text=verdict["text"],
        ),
        recorded=report.get("recorded"),
        agrees=report.get("agrees"),
        error=None if error is None else error["message"],
        findings=[
            Row(
                ply=e["ply"],
                san=e["san"],
                kind=e["kind"],
                law=e["law"],
                text=e["text"],
                detail=e.get("detail"),
                irregularity=e.get("irregularity"),
                until_ply=e.get("untilPly"),
                count=e.get("count"),
                after_irregularity=e["afterIrregularity"],
            )
            for e in report.get("events", [])
        ],
    )


def audit_partition(cli):
    """Runs the command line on each task of a partition; yields its reports as rows."""

    def run(task_iter):
        for path, index, count in task_iter:
            args = shlex.split(cli) + ["audit", "--ndjson", "--all", "--jobs", "1"]
            if count > 1:
                args += ["--shard", f"{index}/{count}"]
            proc = subprocess.run(args + [path], capture_output=True, text=True)
            # 1 means some result disagrees with the Laws: a finding, not a failure.
            if proc.returncode not in (0, 1, 2) or (proc.returncode == 2 and not proc.stdout):
                raise RuntimeError(f"{' '.join(args)} {path} failed ({proc.returncode}): {proc.stderr[-2000:]}")
            for line in proc.stdout.splitlines():
                if line:
                    yield game_row(json.loads(line))
            if os.environ.get("CHESS_ARBITER_SPARK_FAIL_ONCE") == f"{path}:{index}":
                fail_once(path, index)

    return run


def fail_once(path, index):
    """For the test of retries: the first attempt of this task fails after handing over its rows."""
    from pyspark import TaskContext

    if TaskContext.get().attemptNumber() == 0:
        raise RuntimeError(f"failing the first attempt of shard {index} of {path}, as asked")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", help="PGN files, plain or .gz")
    parser.add_argument("--shards", type=int, default=8, help="byte ranges a plain file is cut into")
    parser.add_argument("--output", required=True, help="folder of the Parquet output")
    parser.add_argument("--cli", default="chess-arbiter", help="the command line to run (default: chess-arbiter)")
    parser.add_argument("--master", help="Spark master when not run by spark-submit, e.g. local[2,4]")
    args = parser.parse_args(argv)

    builder = SparkSession.builder.appName("chess-arbiter audit")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    # The executors unpickle the task functions by this module's name.
    spark.sparkContext.addPyFile(os.path.abspath(__file__))
    started = time.time()
    files = [os.path.abspath(f) for f in args.files]
    work = tasks(files, args.shards)
    rows = spark.sparkContext.parallelize(work, len(work)).mapPartitions(audit_partition(args.cli))
    games = spark.createDataFrame(rows, GAME)
    # One row a finding (kind `none` for a game without any), partitioned by kind.
    flat = games.select(
        "*",
        F.explode_outer("findings").alias("finding"),
    ).select(
        "game_id", "file", "offset", "tags", "plies", "verdict", "recorded", "agrees", "error",
        "finding",
        F.coalesce(F.col("finding.kind"), F.lit("none")).alias("kind"),
    )
    flat.write.mode("overwrite").partitionBy("kind").parquet(args.output)
    seconds = time.time() - started

    written = spark.read.parquet(args.output)
    summary = written.groupBy("kind").count().collect()
    game_rows = written.select("game_id", "agrees", "error").distinct()
    total = game_rows.count()
    overturned = game_rows.filter(F.col("agrees") == F.lit(False)).count()
    unreadable = game_rows.filter(F.col("error").isNotNull()).count()
    size = sum(os.path.getsize(f) for f in files)
    print(f"games: {total}")
    print(f"results the Laws overturn: {overturned}")
    print(f"unreadable games: {unreadable}")
    for row in sorted(summary, key=lambda r: r["kind"]):
        if row["kind"] != "none":
            print(f"findings {row['kind']}: {row['count']}")
    print(f"throughput: {size / 1e6 / seconds:.2f} MB/s, {total / seconds:.0f} games/s in {seconds:.1f} s "
          f"({len(work)} tasks, {spark.sparkContext.defaultParallelism} cores)")
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
