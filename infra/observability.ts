import { Duration } from "aws-cdk-lib";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Dashboard, GraphWidget, type IMetric, Metric } from "aws-cdk-lib/aws-cloudwatch";
import type { Function as Lambda } from "aws-cdk-lib/aws-lambda";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { METRICS_NAMESPACE, type MetricName } from "../functions/metrics";

/** One of the service's own metrics (functions/metrics.ts) over all its splits, for the stage. */
export function businessMetric(stage: string, name: MetricName, statistic: string): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { Stage: stage },
    statistic,
    period: Duration.minutes(5),
  });
}

/** An HTTP API metric of the stage API Gateway serves (`$default`), summed over 5 minutes. */
export function gatewayMetric(http: HttpApi, name: "4xx" | "5xx" | "Count"): Metric {
  return new Metric({
    namespace: "AWS/ApiGateway",
    metricName: name,
    dimensionsMap: { ApiId: http.apiId, Stage: "$default" },
    statistic: "Sum",
    period: Duration.minutes(5),
  });
}

export interface Watched {
  http: HttpApi;
  worker: Lambda;
  streamFailures: Queue;
  inboundFailures: Queue;
  consumer: Lambda;
  workQueue: Queue;
  workFailures: Queue;
}

const graph = (title: string, left: IMetric[]) => new GraphWidget({ title, left, width: 8 });

/** The stage's dashboard: play, delivery, clocks and the parts that carry them, on one page. */
export function serviceDashboard(scope: Construct, stage: string, watched: Watched): Dashboard {
  const own = (name: MetricName, statistic = "Sum") => businessMetric(stage, name, statistic);
  return new Dashboard(scope, "Dashboard", {
    dashboardName: `games-${stage}`,
    widgets: [
      [
        graph("Moves", [own("Moves")]),
        graph("Deliveries", [own("DeliveriesSent"), own("DeliveriesFailed"), own("MailRefused")]),
        graph("Clock lag (s, max)", [own("ClockLag", "Maximum")]),
      ],
      [
        graph("Computer decision time (ms, p95)", [own("ComputerDecisionTime", "p95")]),
        graph("Retries (attempts, max; failed again)", [
          own("RetryAttempts", "Maximum"),
          own("RetriesFailed"),
        ]),
        graph("API answers", [
          gatewayMetric(watched.http, "Count"),
          gatewayMetric(watched.http, "4xx"),
          gatewayMetric(watched.http, "5xx"),
          own("RateLimited"),
        ]),
      ],
      [
        graph("Stream iterator age (ms, max)", [
          watched.worker.metric("IteratorAge", { statistic: "Maximum", period: Duration.minutes(5) }),
        ]),
        graph("Worker duration (ms, max)", [
          watched.worker.metricDuration({ statistic: "Maximum", period: Duration.minutes(5) }),
        ]),
        graph("Dead letters waiting", [
          watched.streamFailures.metricApproximateNumberOfMessagesVisible(),
          watched.inboundFailures.metricApproximateNumberOfMessagesVisible(),
        ]),
      ],
      [
        graph("Replies by email", [own("RepliesPlayed"), own("RepliesRefused")]),
        graph("Work queue (messages waiting, oldest s)", [
          watched.workQueue.metricApproximateNumberOfMessagesVisible(),
          watched.workQueue.metricApproximateAgeOfOldestMessage({ statistic: "Maximum" }),
          watched.workFailures.metricApproximateNumberOfMessagesVisible(),
        ]),
        graph("Work consumers (running at once, max)", [
          watched.consumer.metric("ConcurrentExecutions", {
            statistic: "Maximum",
            period: Duration.minutes(5),
          }),
        ]),
      ],
    ],
  });
}
