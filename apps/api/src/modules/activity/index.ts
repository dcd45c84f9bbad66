/** The activity log's face (ADR 0037): the module, the scope it reads the actor from, and the recorder. */
export { activityModule, ACTIVITY_RETENTION_JOB } from './activity.module';
export { activityScopePlugin } from './activity.scope';
export {
  activityRecorder,
  changedFields,
  currentActor,
  recordActivities,
  recordActivity,
  type ActivityActor,
  type ActivityRecord,
} from './activity.recorder';
export { activityService, type ActivityService } from './activity.service';
