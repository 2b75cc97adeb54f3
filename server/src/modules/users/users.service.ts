import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { UserEntity } from './user.entity';

/** Reads users. Writes that belong to a flow (sign-up, reset) live in that flow's service. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return (manager?.getRepository(UserEntity) ?? this.users).findOne({ where: { id } });
  }

  /** Case-insensitive lookup (addresses are stored lower-cased). */
  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return (manager?.getRepository(UserEntity) ?? this.users)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** The same, with the password hash selected (sign-in, password change). */
  findWithPasswordByEmail(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  findWithPasswordById(id: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }
}
