import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEAP_CORRECTION_NOT_FOUND,
  LEAP_ENTRY_NOT_FOUND,
  MEAL_NOT_FOUND,
  RECIPE_NOT_FOUND,
  SYMPTOM_NOT_FOUND,
  editMealSchema,
  editSymptomSchema,
  foodCapabilitiesSchema,
  foodInsightsSchema,
  foodSearchQuerySchema,
  foodSearchResultSchema,
  generateMealSchema,
  generatedMealSchema,
  identifiedFoodsSchema,
  identifyPhotoSchema,
  identifyVoiceSchema,
  idParamsSchema,
  importLeapListSchema,
  leapCorrectionInputSchema,
  leapCorrectionListSchema,
  leapCorrectionSchema,
  leapComplianceSchema,
  leapEntryInputSchema,
  leapEntrySchema,
  leapImportResultSchema,
  leapListSchema,
  logMealSchema,
  logSymptomSchema,
  mealLogSchema,
  recentMealListSchema,
  recentMealsQuerySchema,
  savedRecipeListSchema,
  savedRecipeSchema,
  saveRecipeSchema,
  symptomListSchema,
  symptomSchema,
  symptomsQuerySchema,
  upsertLeapListSchema,
} from '@grandfit/shared/schemas/nutrition.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { AiClient } from '../../ai/ai-client.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { identifyPhoto, identifyVoice, searchFoods } from './food.service.ts';
import {
  correctLeapCategory,
  deleteLeapCorrection,
  deleteLeapEntry,
  listLeapCorrections,
  importLeapList,
  listLeapEntries,
  updateLeapEntry,
  upsertLeapEntries,
} from './leap-list.service.ts';
import {
  complianceOf,
  deleteMeal,
  deleteSymptom,
  editMeal,
  editSymptom,
  insightsOf,
  listSymptoms,
  logMeal,
  logSymptom,
  recentMeals,
} from './meals.service.ts';
import {
  deleteRecipe,
  generateMeal,
  getRecipe,
  listRecipes,
  saveRecipe,
} from './recipes.service.ts';
import { isUuid } from '../../http/uuid.ts';

/** A malformed id is an unknown one: 404, like another user's. */
function rowId(id: string, notFound: string): string {
  if (!isUuid(id)) throw new HttpError(404, notFound);
  return id;
}

/** A photo of up to 5 MB decoded is about 6.7 MB of base64 in JSON. */
const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Nutrition (docs/decisions/014-nutrition.md): foods, the LEAP list, meals, symptoms, insights,
 * recipes.
 */
export async function nutritionRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator; ai: AiClient | undefined; aiRateLimit: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, ai } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;
  const aiRateLimit = { rateLimit: { max: options.aiRateLimit, timeWindow: '1 minute' } };

  routes.get(
    '/api/food/search',
    {
      preValidation,
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodSearchResultSchema } },
    },
    async (request) =>
      searchFoods(db, currentUser(request).id, request.query.q, request.query.limit),
  );

  routes.get(
    '/api/food/capabilities',
    { preValidation, schema: { response: { 200: foodCapabilitiesSchema } } },
    async () => ({ photoIdentification: ai !== undefined }),
  );

  routes.post(
    '/api/food/identify-voice',
    {
      preValidation,
      schema: { body: identifyVoiceSchema, response: { 200: identifiedFoodsSchema } },
    },
    async (request) => identifyVoice(db, currentUser(request).id, request.body.audioText),
  );

  routes.post(
    '/api/food/identify-photo',
    {
      preValidation,
      bodyLimit: PHOTO_BODY_LIMIT,
      config: aiRateLimit,
      schema: { body: identifyPhotoSchema, response: { 200: identifiedFoodsSchema } },
    },
    async (request) => identifyPhoto(db, currentUser(request).id, request.body.imageBase64, ai),
  );

  routes.post(
    '/api/food/log-meal',
    { preValidation, schema: { body: logMealSchema, response: { 200: mealLogSchema } } },
    async (request) => logMeal(db, currentUser(request).id, request.body),
  );

  routes.put(
    '/api/food/meals/:id',
    {
      preValidation,
      schema: { params: idParamsSchema, body: editMealSchema, response: { 200: mealLogSchema } },
    },
    async (request) =>
      editMeal(db, currentUser(request).id, rowId(request.params.id, MEAL_NOT_FOUND), request.body),
  );

  routes.delete(
    '/api/food/meals/:id',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteMeal(db, currentUser(request).id, rowId(request.params.id, MEAL_NOT_FOUND));
      return reply.code(204).send();
    },
  );

  routes.put(
    '/api/food/symptoms/:id',
    {
      preValidation,
      schema: { params: idParamsSchema, body: editSymptomSchema, response: { 200: symptomSchema } },
    },
    async (request) =>
      editSymptom(
        db,
        currentUser(request).id,
        rowId(request.params.id, SYMPTOM_NOT_FOUND),
        request.body,
      ),
  );

  routes.delete(
    '/api/food/symptoms/:id',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteSymptom(db, currentUser(request).id, rowId(request.params.id, SYMPTOM_NOT_FOUND));
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/food/recent-meals',
    {
      preValidation,
      schema: { querystring: recentMealsQuerySchema, response: { 200: recentMealListSchema } },
    },
    async (request) => recentMeals(db, currentUser(request).id, request.query.limit),
  );

  routes.get(
    '/api/food/insights',
    { preValidation, schema: { response: { 200: foodInsightsSchema } } },
    async (request) => insightsOf(db, currentUser(request).id),
  );

  routes.get(
    '/api/food/leap-compliance',
    { preValidation, schema: { response: { 200: leapComplianceSchema } } },
    async (request) => complianceOf(db, currentUser(request).id),
  );

  routes.post(
    '/api/food/symptoms',
    { preValidation, schema: { body: logSymptomSchema, response: { 200: symptomSchema } } },
    async (request) => logSymptom(db, currentUser(request).id, request.body),
  );

  routes.get(
    '/api/food/symptoms',
    {
      preValidation,
      schema: { querystring: symptomsQuerySchema, response: { 200: symptomListSchema } },
    },
    async (request) => listSymptoms(db, currentUser(request).id, request.query.limit),
  );

  routes.get(
    '/api/food/leap-list',
    { preValidation, schema: { response: { 200: leapListSchema } } },
    async (request) => listLeapEntries(db, currentUser(request).id),
  );

  routes.put(
    '/api/food/leap-list',
    { preValidation, schema: { body: upsertLeapListSchema, response: { 200: leapListSchema } } },
    async (request) => upsertLeapEntries(db, currentUser(request).id, request.body.entries),
  );

  routes.post(
    '/api/food/leap-list/import',
    {
      preValidation,
      schema: { body: importLeapListSchema, response: { 200: leapImportResultSchema } },
    },
    async (request) =>
      importLeapList(db, currentUser(request).id, request.body.csv, request.body.replace),
  );

  routes.put(
    '/api/food/leap-list/:id',
    {
      preValidation,
      schema: {
        params: idParamsSchema,
        body: leapEntryInputSchema,
        response: { 200: leapEntrySchema },
      },
    },
    async (request) =>
      updateLeapEntry(
        db,
        currentUser(request).id,
        rowId(request.params.id, LEAP_ENTRY_NOT_FOUND),
        request.body,
      ),
  );

  routes.delete(
    '/api/food/leap-list/:id',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteLeapEntry(
        db,
        currentUser(request).id,
        rowId(request.params.id, LEAP_ENTRY_NOT_FOUND),
      );
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/food/leap-corrections',
    { preValidation, schema: { response: { 200: leapCorrectionListSchema } } },
    async (request) => listLeapCorrections(db, currentUser(request).id),
  );

  routes.put(
    '/api/food/leap-corrections',
    {
      preValidation,
      schema: { body: leapCorrectionInputSchema, response: { 200: leapCorrectionSchema } },
    },
    async (request) => correctLeapCategory(db, currentUser(request).id, request.body),
  );

  routes.delete(
    '/api/food/leap-corrections/:id',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteLeapCorrection(
        db,
        currentUser(request).id,
        rowId(request.params.id, LEAP_CORRECTION_NOT_FOUND),
      );
      return reply.code(204).send();
    },
  );

  routes.post(
    '/api/ai/generate-meal',
    {
      preValidation,
      config: aiRateLimit,
      schema: { body: generateMealSchema, response: { 200: generatedMealSchema } },
    },
    async (request) => generateMeal(db, currentUser(request).id, request.body, ai),
  );

  routes.post(
    '/api/food/recipes',
    { preValidation, schema: { body: saveRecipeSchema, response: { 200: savedRecipeSchema } } },
    async (request) => saveRecipe(db, currentUser(request).id, request.body),
  );

  routes.get(
    '/api/food/recipes',
    { preValidation, schema: { response: { 200: savedRecipeListSchema } } },
    async (request) => listRecipes(db, currentUser(request).id),
  );

  routes.get(
    '/api/food/recipes/:id',
    { preValidation, schema: { params: idParamsSchema, response: { 200: savedRecipeSchema } } },
    async (request) =>
      getRecipe(db, currentUser(request).id, rowId(request.params.id, RECIPE_NOT_FOUND)),
  );

  routes.delete(
    '/api/food/recipes/:id',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteRecipe(db, currentUser(request).id, rowId(request.params.id, RECIPE_NOT_FOUND));
      return reply.code(204).send();
    },
  );
}
