import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CHECKLIST_MESSAGES, type ChecklistForEdit, type ChecklistPage, type ChecklistSummary } from '@ticklist/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { AuthGuard, CurrentUser } from '../auth/session/auth.guard';
import type { UserEntity } from '../users/user.entity';
import { toChecklistForEdit, toChecklistPage } from './checklist.mapper';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { CreateChecklistDto, UpdateChecklistDto } from './dto/checklist-input.dto';
import { parsePage } from './page-query';

const ChecklistId = new UuidParamPipe(CHECKLIST_MESSAGES.notFound);

/** The owner's checklists. Someone else's or an unknown id answers 404 'Checklist not found'. */
@Controller('checklist')
@UseGuards(AuthGuard)
export class ChecklistsController {
  constructor(
    private readonly reader: ChecklistReadService,
    private readonly writer: ChecklistWriteService,
  ) {}

  @Get()
  async list(@CurrentUser() user: UserEntity, @Query('page') page: unknown): Promise<ChecklistPage> {
    return toChecklistPage(await this.reader.page(user.id, parsePage(page)));
  }

  @Post('create')
  @HttpCode(201)
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateChecklistDto): Promise<ChecklistSummary> {
    return this.writer.create(user.id, body);
  }

  @Get(':id/edit')
  async edit(@CurrentUser() user: UserEntity, @Param('id', ChecklistId) id: string): Promise<ChecklistForEdit> {
    return toChecklistForEdit(await this.reader.forEdit(user.id, id));
  }

  @Put(':id/update')
  async update(
    @CurrentUser() user: UserEntity,
    @Param('id', ChecklistId) id: string,
    @Body() body: UpdateChecklistDto,
  ): Promise<ChecklistSummary> {
    return this.writer.update(user.id, id, body);
  }
}
